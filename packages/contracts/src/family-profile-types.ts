import type { z } from 'zod';
import type {
  CreatedInProfileResponseSchema,
  FamilyProfileResponseSchema,
  HiddenElementsResponseSchema,
  HideElementRequestSchema,
  InvitedBySchema,
  OnboardingProgressSchema,
  ParentRequestSchema,
  ParentSchema,
  RequestHelpRequestSchema,
  RequestHelpResponseSchema,
  StudentRequestSchema,
  StudentSchema,
  UpdateFamilyProfileRequestSchema,
  UpdateParentRequestSchema,
  UpdateStudentRequestSchema,
  WriteRoleSchema,
} from './family-profile';

/* The family profile's request and response types, read off its schemas; importing them loads no zod. */

export type UpdateFamilyProfileRequest = z.infer<typeof UpdateFamilyProfileRequestSchema>;
export type ParentRequest = z.infer<typeof ParentRequestSchema>;
export type UpdateParentRequest = z.infer<typeof UpdateParentRequestSchema>;
export type StudentRequest = z.infer<typeof StudentRequestSchema>;
export type UpdateStudentRequest = z.infer<typeof UpdateStudentRequestSchema>;
export type WriteRole = z.infer<typeof WriteRoleSchema>;
export type OnboardingProgress = z.infer<typeof OnboardingProgressSchema>;
export type OnboardingProgressRequest = OnboardingProgress;
export type HideElementRequest = z.infer<typeof HideElementRequestSchema>;
export type HiddenElementsResponse = z.infer<typeof HiddenElementsResponseSchema>;
export type RequestHelpRequest = z.infer<typeof RequestHelpRequestSchema>;
export type RequestHelpResponse = z.infer<typeof RequestHelpResponseSchema>;
export type Parent = z.infer<typeof ParentSchema>;
export type Student = z.infer<typeof StudentSchema>;
export type InvitedBy = z.infer<typeof InvitedBySchema>;
export type FamilyProfile = z.infer<typeof FamilyProfileResponseSchema>;
export type CreatedInProfileResponse = z.infer<typeof CreatedInProfileResponseSchema>;
