import { MAX_PARENTS } from '@ccp/contracts/family-options';
import type { FamilyProfile } from '@ccp/contracts/family-profile-types';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PillTabs } from '../../../components/ui/pill-tabs';
import { ordinal } from '../../../domains/family/profile/family-fields';
import { ParentForm } from './parent-form';
import { SectionCard } from './section-card';
import { useSelection } from './use-selection';

export function ParentsSection({ profile }: { profile: FamilyProfile }) {
  const { parents } = profile;
  const [selected, select] = useSelection(parents.map((p) => p.id));
  const [adding, setAdding] = useState(false);
  const parent = parents.find((p) => p.id === selected);
  const canAdd = parents.length < MAX_PARENTS && !adding;
  return (
    <SectionCard
      id="parents"
      title="Parents"
      description={`The parents whose income and savings the FAFSA counts (up to ${MAX_PARENTS}).`}
      aside={
        canAdd ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add a parent
          </Button>
        ) : null
      }
    >
      {parents.length > 0 ? (
        <PillTabs
          legend="Parent shown"
          hideLegend
          items={parents.map((p) => ({
            id: p.id,
            label: `${p.firstName} ${p.lastName}`.trim(),
            before: `${ordinal(p.position)} parent`,
          }))}
          selected={adding ? null : selected}
          onSelect={(id) => {
            setAdding(false);
            select(id);
          }}
        />
      ) : null}
      <div className="mt-5">
        {adding || parents.length === 0 ? (
          <>
            <h3 className="mb-4 font-semibold text-navy-900">New parent</h3>
            <ParentForm
              key="new"
              profile={profile}
              parent={null}
              other={parents[0]}
              isFirst={parents.length === 0}
              canDelete={false}
              onCreated={(id) => {
                setAdding(false);
                select(id);
              }}
              onCancel={parents.length > 0 ? () => setAdding(false) : undefined}
            />
          </>
        ) : parent ? (
          <ParentForm
            key={parent.id}
            profile={profile}
            parent={parent}
            other={parents.find((p) => p.id !== parent.id)}
            isFirst={parent.position === 1}
            canDelete={parents.length > 1}
          />
        ) : null}
      </div>
    </SectionCard>
  );
}
