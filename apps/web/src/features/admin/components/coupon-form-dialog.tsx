import {
  type Coupon,
  type CouponWriteRequest,
  CouponWriteSchema,
  MAX_COUPON_AMOUNT,
  MAX_COUPON_USAGE_LIMIT,
} from '@ccp/contracts/coupons';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCouponAgents, useSaveCoupon } from '../api/coupons-api';

type Kind = 'percent' | 'amount';
interface Draft {
  code: string;
  description: string;
  kind: Kind;
  value: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  agentId: string;
}

const todayIso = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function draftOf(coupon: Coupon | null): Draft {
  if (!coupon)
    return {
      code: '',
      description: '',
      kind: 'percent',
      value: '',
      validFrom: todayIso(),
      validUntil: inDays(90),
      usageLimit: '100',
      agentId: '',
    };
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.discountPercent !== null ? 'percent' : 'amount',
    value: String(coupon.discountPercent ?? coupon.discountAmount ?? ''),
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    usageLimit: String(coupon.usageLimit),
    agentId: coupon.agentId ?? '',
  };
}

const numberOrText = (text: string): number | string => (text.trim() === '' ? '' : Number(text));

function requestOf(d: Draft): CouponWriteRequest {
  // An empty discount is no discount: the rules then ask for one.
  const value = d.value.trim() === '' ? null : (numberOrText(d.value) as number);
  return {
    code: d.code,
    description: d.description,
    discountPercent: d.kind === 'percent' ? value : null,
    discountAmount: d.kind === 'amount' ? value : null,
    validFrom: d.validFrom,
    validUntil: d.validUntil,
    usageLimit: numberOrText(d.usageLimit) as number,
    agentId: d.agentId || null,
  };
}

/** The form's field of a request field: the discount has one input whichever kind it is. */
const FIELD_OF: Record<string, keyof Draft> = {
  discountPercent: 'value',
  discountAmount: 'value',
};

interface CouponFormDialogProps {
  /** Closed when undefined; a new coupon when null. */
  coupon: Coupon | null | undefined;
  onClose: () => void;
  onSaved: (coupon: Coupon) => void;
}

/**
 * Add or edit a coupon: labelled fields, checked here with the API's own rules, then by the server. Give it a `key`
 * per coupon so that each opening starts from that coupon.
 */
export function CouponFormDialog({ coupon, onClose, onSaved }: CouponFormDialogProps) {
  const open = coupon !== undefined;
  const [draft, setDraft] = useState<Draft>(() => draftOf(coupon ?? null));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [agentSearch, setAgentSearch] = useState('');
  const save = useSaveCoupon();
  const agents = useCouponAgents(agentSearch.trim(), open);

  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function fieldErrors(fields: Readonly<Record<string, string>>) {
    const next: Partial<Record<keyof Draft, string>> = {};
    for (const [name, message] of Object.entries(fields)) {
      const key = (FIELD_OF[name] ?? name) as keyof Draft;
      if (key in draft) next[key] ??= message;
    }
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = requestOf(draft);
    const checked = CouponWriteSchema.safeParse(request);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0] ?? 'code')] ??= issue.message;
      setErrors(fieldErrors(fields));
      return;
    }
    try {
      onSaved(await save.mutateAsync({ id: coupon?.id ?? null, coupon: request }));
    } catch (err) {
      if (isApiError(err)) setErrors(fieldErrors(err.fields));
    }
  }

  const agentOptions = (agents.data?.items ?? []).map((a) => ({
    value: a.id,
    label: `${a.name} (${a.organisation})`,
  }));
  if (coupon?.agent && !agentOptions.some((o) => o.value === coupon.agent?.id)) {
    agentOptions.unshift({
      value: coupon.agent.id,
      label: `${coupon.agent.name} (${coupon.agent.organisation})`,
    });
  }
  const moreAgents = (agents.data?.total ?? 0) > (agents.data?.items.length ?? 0);
  const formId = 'coupon-form';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={coupon ? `Edit coupon ${coupon.code}` : 'Add a coupon'}
      description="A family that signs up with this code is recorded against it, and attached to its financial agent if it has one."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {coupon ? 'Save changes' : 'Add coupon'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {save.isError && (!isApiError(save.error) || Object.keys(save.error.fields).length === 0) ? (
          <Alert tone="error" title="The coupon was not saved." className="sm:col-span-2">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <TextField
          label="Code"
          value={draft.code}
          onChange={(e) => set('code')(e.target.value)}
          error={errors.code}
          hint="Letters, digits, hyphens and underscores; unique whatever the case."
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
        />
        <TextField
          label="Description"
          value={draft.description}
          onChange={(e) => set('description')(e.target.value)}
          error={errors.description}
          hint="Optional: what the offer is, for your team."
          maxLength={300}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Discount</legend>
          <div className="flex flex-wrap gap-3">
            {(
              [
                ['percent', 'Percentage off'],
                ['amount', 'Amount off (US dollars)'],
              ] as const
            ).map(([kind, text]) => (
              <label
                key={kind}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-4 text-sm font-medium',
                  'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
                  draft.kind === kind
                    ? 'border-navy-700 bg-navy-50 text-navy-900'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                )}
              >
                <input
                  type="radio"
                  name="coupon-kind"
                  checked={draft.kind === kind}
                  onChange={() => set('kind')(kind)}
                  className="size-4 accent-navy-800"
                />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={draft.kind === 'percent' ? 'Percentage off' : 'Amount off (US dollars)'}
          type="number"
          inputMode="numeric"
          min={1}
          max={draft.kind === 'percent' ? 100 : MAX_COUPON_AMOUNT}
          step={1}
          value={draft.value}
          onChange={(e) => set('value')(e.target.value)}
          error={errors.value}
          hint={draft.kind === 'percent' ? 'A whole number from 1 to 100.' : 'Whole dollars, no cents.'}
        />
        <TextField
          label="Usage limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_COUPON_USAGE_LIMIT}
          step={1}
          value={draft.usageLimit}
          onChange={(e) => set('usageLimit')(e.target.value)}
          error={errors.usageLimit}
          hint="How many families may sign up with it."
        />
        <TextField
          label="First valid day"
          type="date"
          value={draft.validFrom}
          onChange={(e) => set('validFrom')(e.target.value)}
          error={errors.validFrom}
        />
        <TextField
          label="Last valid day"
          type="date"
          value={draft.validUntil}
          onChange={(e) => set('validUntil')(e.target.value)}
          error={errors.validUntil}
          hint="The code works up to and including this day."
        />
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <TextField
            label="Find an agent"
            type="search"
            value={agentSearch}
            onChange={(e) => setAgentSearch(e.target.value)}
            hint={
              moreAgents
                ? 'Showing the first 50 agents: type a name or organisation.'
                : 'Name or organisation.'
            }
          />
          <Select
            label="Financial agent"
            placeholder="No agent (any family)"
            options={agentOptions}
            value={draft.agentId}
            onChange={(e) => set('agentId')(e.target.value)}
            error={errors.agentId}
            hint="Families that use the code are attached to this agent."
          />
        </div>
      </form>
    </Dialog>
  );
}
