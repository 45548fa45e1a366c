import { useState } from 'react';
import type { InquiryKind } from '@bb/shared/admin';
import { labelOf } from '@bb/shared/options';
import { EVENT_TYPE_LABELS } from '@bb/shared/inquiries';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import { errorMessage } from '../../../api/base';
import type { AnyInquiry } from '../../../api/admin/inquiries';
import {
  useGetSameSenderInquiriesQuery,
  useMergeInquiryMutation,
} from '../../../api/admin/inquiryMerge';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { formatDate } from '../format';

export const MERGE_FAILED = 'The inquiries could not be merged';

/** How the tool names one inquiry of a kind, and several. */
const NOUNS = {
  'speaking-request': ['speaking request', 'speaking requests'],
  'corporate-partnership': ['partnership inquiry', 'partnership inquiries'],
  'contact-message': ['message', 'messages'],
} as const satisfies Record<InquiryKind, readonly [string, string]>;

/** How a sender's other inquiry is named in the list and the confirmation. */
export function duplicateLabel(kind: InquiryKind, item: AnyInquiry): string {
  if (kind === 'speaking-request' && 'eventType' in item)
    return `${labelOf(EVENT_TYPE_LABELS, item.eventType)} for ${item.company}`;
  if (kind === 'corporate-partnership' && 'companyName' in item) return item.companyName;
  if ('message' in item && item.message) {
    const text = item.message.replace(/\s+/g, ' ').trim();
    return text.length > 60 ? `“${text.slice(0, 59)}…”` : `“${text}”`;
  }
  return NOUNS[kind][0];
}

/**
 * The sender's other inquiries of the same kind (the same address), each with Merge into this one:
 * after a confirmation that says what happens, the duplicate's conversation joins this one, what
 * the sender wrote in it is kept as an internal note, and it leaves the list. Nothing is sent.
 * Shown only when the sender has sent others.
 */
export function MergeDuplicates({
  kind,
  id,
  email,
}: {
  kind: InquiryKind;
  id: string;
  email: string;
}) {
  const { toast } = useToast();
  const { data: others = [] } = useGetSameSenderInquiriesQuery({ kind, email, excludeId: id });
  const [merge] = useMergeInquiryMutation();
  const [merging, setMerging] = useState<AnyInquiry | null>(null);
  // The last choice stays in the dialog while it fades out.
  const [shown, setShown] = useState<AnyInquiry | null>(null);
  if (merging && merging !== shown) setShown(merging);
  const [noun, nouns] = NOUNS[kind];
  if (others.length === 0 && !merging) return null;

  return (
    <Box component="section" aria-labelledby={`duplicates-${id}`} sx={{ mt: 3 }}>
      <Typography id={`duplicates-${id}`} variant="h6" component="h3">
        {`Other ${nouns} from this sender`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Merge a duplicate into this one: its conversation joins this one and it leaves the list.
        Nothing is sent.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {others.map((other) => (
          <Box
            component="li"
            key={other.id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Typography sx={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}>
              {`${duplicateLabel(kind, other)}, sent ${formatDate(other.createdAt)}`}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              startIcon={<MergeTypeIcon />}
              aria-label={`Merge ${duplicateLabel(kind, other)}, sent ${formatDate(other.createdAt)}, into this ${noun}`}
              onClick={() => setMerging(other)}
            >
              Merge into this one
            </Button>
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={merging !== null}
        onClose={() => setMerging(null)}
        title="Merge Duplicate"
        formLabel="Merge Duplicate"
        confirmLabel="Merge"
        destructive={false}
        message={
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {shown
              ? `The ${noun} ${duplicateLabel(kind, shown)}, sent ${formatDate(shown.createdAt)}, joins this one: its conversation moves here, what the sender wrote in it is kept as an internal note, and it leaves the list. The sender is not told; a member sees one ${noun} with the whole conversation.`
              : ''}
          </Typography>
        }
        onConfirm={async (_values, helpers) => {
          if (!merging) return;
          try {
            await merge({ kind, id, duplicateId: merging.id }).unwrap();
            toast({
              title: 'Duplicate Merged',
              description: `Its conversation is now part of this ${noun}.`,
            });
            setMerging(null);
          } catch (error) {
            helpers.refuse(errorMessage(error, MERGE_FAILED));
          }
        }}
      />
    </Box>
  );
}
