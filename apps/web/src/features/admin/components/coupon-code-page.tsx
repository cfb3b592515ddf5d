import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/coupon-code: coupon codes. */
export function CouponCodePage() {
  useDocumentTitle('Coupon Codes');
  return (
    <PageHeading
      title="Coupon Codes"
      description="Create, edit and remove coupon codes, and see the agents they belong to."
    />
  );
}
