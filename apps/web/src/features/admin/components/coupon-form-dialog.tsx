import {
  type Coupon,
  type CouponWrite,
  type CouponWriteRequest,
  CouponWriteSchema,
  MAX_COUPON_AMOUNT,
  MAX_COUPON_USAGE_LIMIT,
} from '@ccp/contracts/coupons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDiscardPrompt } from '../../../components/ui/leave-guard';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCouponAgents, useSaveCoupon } from '../api/coupons-api';

type Kind = 'percent' | 'amount';
const DISCOUNT_FIELD = { percent: 'discountPercent', amount: 'discountAmount' } as const;
const FIELDS = [
  'code',
  'description',
  'discountPercent',
  'discountAmount',
  'validFrom',
  'validUntil',
  'usageLimit',
  'agentId',
] as const;

const todayIso = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The form's answers: the request itself (its field names, so the server's field errors land on them). */
function requestOf(coupon: Coupon | null): CouponWriteRequest {
  if (!coupon)
    return {
      code: '',
      description: '',
      discountPercent: null,
      discountAmount: null,
      validFrom: todayIso(),
      validUntil: inDays(90),
      usageLimit: 100,
      agentId: null,
    };
  return {
    code: coupon.code,
    description: coupon.description,
    discountPercent: coupon.discountPercent,
    discountAmount: coupon.discountAmount,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    usageLimit: coupon.usageLimit,
    agentId: coupon.agentId,
  };
}

/** A number input's text as the request's number: empty is none; anything else is checked by the schema. */
const numberOrNull = (text: unknown) => (text === '' || text === null ? null : Number(text));

interface CouponFormDialogProps {
  /** Closed when undefined; a new coupon when null. */
  coupon: Coupon | null | undefined;
  onClose: () => void;
  onSaved: (coupon: Coupon) => void;
}

/**
 * Add or edit a coupon: react-hook-form with the API's own schema (`CouponWriteSchema`), then the server; the
 * server's field errors go under the same fields. Closing it with changes not saved asks first. Give it a `key`
 * per coupon so that each opening starts from that coupon.
 */
export function CouponFormDialog({ coupon, onClose, onSaved }: CouponFormDialogProps) {
  const open = coupon !== undefined;
  const [kind, setKind] = useState<Kind>(coupon?.discountAmount != null ? 'amount' : 'percent');
  const [formError, setFormError] = useState<string | null>(null);
  const [agentSearch, setAgentSearch] = useState('');
  const save = useSaveCoupon();
  const agents = useCouponAgents(agentSearch.trim(), open);
  const form = useForm<CouponWriteRequest, unknown, CouponWrite>({
    resolver: zodResolver(CouponWriteSchema),
    defaultValues: requestOf(coupon ?? null),
  });
  const {
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const { prompt, requestClose } = useDiscardPrompt(isDirty && !isSubmitting, onClose);

  /** One discount input whichever the kind: switching moves the amount typed to the other field. */
  const chooseKind = (next: Kind) => {
    if (next === kind) return;
    const typed = form.getValues(DISCOUNT_FIELD[kind]);
    form.setValue(DISCOUNT_FIELD[kind], null, { shouldDirty: true });
    form.setValue(DISCOUNT_FIELD[next], typed ?? null, { shouldDirty: true });
    form.clearErrors(['discountPercent', 'discountAmount']);
    setKind(next);
  };

  const onSubmit = form.handleSubmit(async (request) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync({ id: coupon?.id ?? null, coupon: request }));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

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
        if (!next) requestClose();
      }}
      title={coupon ? `Edit coupon ${coupon.code}` : 'Add a coupon'}
      description="A family that signs up with this code is recorded against it, and attached to its financial agent if it has one."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={isSubmitting}>
            {coupon ? 'Save changes' : 'Add coupon'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        {prompt ? <div className="sm:col-span-2">{prompt}</div> : null}
        {formError ? (
          <Alert tone="error" title="The coupon was not saved." className="sm:col-span-2">
            {formError}
          </Alert>
        ) : null}
        <TextField
          label="Code"
          error={errors.code?.message}
          hint="Letters, digits, hyphens and underscores; unique whatever the case."
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...register('code')}
        />
        <TextField
          label="Description"
          error={errors.description?.message}
          hint="Optional: what the offer is, for your team."
          maxLength={300}
          {...register('description')}
        />
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Discount</legend>
          <div className="flex flex-wrap gap-3">
            {(
              [
                ['percent', 'Percentage off'],
                ['amount', 'Amount off (US dollars)'],
              ] as const
            ).map(([option, text]) => (
              <label
                key={option}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-4 text-sm font-medium',
                  'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-accent-100',
                  kind === option
                    ? 'border-navy-700 bg-navy-50 text-navy-900'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                )}
              >
                <input
                  type="radio"
                  name="coupon-kind"
                  checked={kind === option}
                  onChange={() => chooseKind(option)}
                  className="size-4 accent-navy-800"
                />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          key={kind}
          label={kind === 'percent' ? 'Percentage off' : 'Amount off (US dollars)'}
          type="number"
          inputMode="numeric"
          min={1}
          max={kind === 'percent' ? 100 : MAX_COUPON_AMOUNT}
          step={1}
          error={(errors.discountPercent ?? errors.discountAmount)?.message}
          hint={kind === 'percent' ? 'A whole number from 1 to 100.' : 'Whole dollars, no cents.'}
          {...register(DISCOUNT_FIELD[kind], { setValueAs: numberOrNull })}
        />
        <TextField
          label="Usage limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_COUPON_USAGE_LIMIT}
          step={1}
          error={errors.usageLimit?.message}
          hint="How many families may sign up with it."
          {...register('usageLimit', { setValueAs: numberOrNull })}
        />
        <TextField
          label="First valid day"
          type="date"
          error={errors.validFrom?.message}
          {...register('validFrom')}
        />
        <TextField
          label="Last valid day"
          type="date"
          error={errors.validUntil?.message}
          hint="The code works up to and including this day."
          {...register('validUntil')}
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
            error={errors.agentId?.message}
            hint="Families that use the code are attached to this agent."
            {...register('agentId', { setValueAs: (value) => value || null })}
          />
        </div>
      </form>
    </Dialog>
  );
}
