import {
  COLLEGE_LOCATIONS,
  type CollegeControl,
  type CollegeSearchItem,
  type NetPriceMethod,
  PRICE_YEAR_LABEL,
} from '@ccp/contracts';
import { formatUsd } from './format';

export const CONTROL_LABEL: Record<CollegeControl, string> = {
  public: 'Public',
  'private nonprofit': 'Private nonprofit',
  'private for-profit': 'Private for-profit',
};

export const SIZE_LABEL = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

const locationNames = new Map<string, string>(COLLEGE_LOCATIONS.map((s) => [s.code, s.name]));
export const locationName = (code: string) => locationNames.get(code) ?? code;

export function formatRange(low: number | null, high: number | null): string | null {
  if (low === null || high === null || low === high) return null;
  return `${formatUsd(low)} – ${formatUsd(high)}`;
}

export function placeLine(college: Pick<CollegeSearchItem, 'city' | 'state'>): string {
  return [college.city, locationName(college.state)].filter(Boolean).join(', ');
}

export function websiteUrl(address: string | null): string | null {
  if (!address) return null;
  const trimmed = address.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export const NET_PRICE_METHOD_TEXT: Record<NetPriceMethod, string> = {
  'income-bracket':
    'from what families in your income band paid there on average, never below the cost minus your need',
  average:
    'from the average net price all aided first-year students paid there, never below the cost minus your need',
  'need-based': 'as the cost minus your need, because the college publishes no net price',
  'non-resident':
    'as the full cost minus the federal grants you qualify for: out-of-state, this college’s published net prices are for residents',
  guarantee: 'from the college’s published income guarantee: it covers tuition (or more) at your income',
  unavailable: 'once your SAI and the college’s tuition are known',
};

export { PRICE_YEAR_LABEL };

/** The catalogue keeps a college's other names in one field separated by "|": one name per entry, blanks dropped. */
export function aliasNames(alias: string | null): string[] {
  if (!alias) return [];
  return [
    ...new Set(
      alias
        .split('|')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}
