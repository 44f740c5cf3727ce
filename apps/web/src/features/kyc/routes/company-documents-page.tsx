import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingBank,
  IconBuildingStore,
  IconFileText,
  IconHome,
  IconUpload,
  IconUsersGroup,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { documentCategories, type DocumentCategoryId } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { kycQueries } from '../api/kyc-queries.ts';
import { DocumentList } from '../components/document-list.tsx';
import { DocumentUploadForm } from '../components/document-upload-card.tsx';

/** A company document category as the page shows it: its icon and the `kyc` key of its texts. */
interface CompanyCategory {
  categoryId: DocumentCategoryId;
  icon: Icon;
  /** `steps.<key>`, `steps.<key>Hint` (what it is) and `upload.<key>Hint` (what to send). */
  key: string;
}

/** The company's document categories (spec 002 §3 "Document categories" 4, 7–11), in review order. */
const companyCategories: readonly CompanyCategory[] = [
  { categoryId: documentCategories.BusinessRegistration, icon: IconBuilding, key: 'registration' },
  { categoryId: documentCategories.ControlDocument, icon: IconUsersGroup, key: 'control' },
  { categoryId: documentCategories.BusinessAddress, icon: IconBuildingStore, key: 'companyAddress' },
  { categoryId: documentCategories.BusinessRegistrationAddress, icon: IconBuildingBank, key: 'registeredOffice' },
  { categoryId: documentCategories.BusinessAdditionalDocument, icon: IconFileText, key: 'additional' },
  { categoryId: documentCategories.SourceOfWealth, icon: IconWallet, key: 'sourceOfWealth' },
];

/**
 * Company documents (spec 000 §2, 002 §2 `company-documents`): the business's documents of every
 * company category with their review status and the reviewer's reason, and an upload per category
 * (one open at a time). It serves the business's own users and the representatives acting for it
 * (the web client names the acting customer on every call; the server checks the right). A personal
 * customer is told the page is for businesses.
 */
export function Component() {
  const { t } = useTranslation(['kyc', 'errors']);
  const customer = useQuery(customerInfoQuery());
  const isBusiness = customer.data?.customerType === 'business';
  const documents = useQuery({ ...kycQueries.documentList(), enabled: isBusiness });
  const types = useQuery({
    ...kycQueries.documentTypes(customer.data?.residenceCountryCode),
    enabled: isBusiness,
  });
  const [uploading, setUploading] = useState<DocumentCategoryId | null>(null);

  const header = (
    <Stack gap={4}>
      <Title order={1}>{t('companyDocuments.title')}</Title>
      <Text c="dimmed">{t('companyDocuments.intro')}</Text>
    </Stack>
  );
  if (customer.isPending) return <Loader aria-label={t('page.loading')} />;
  if (customer.data && !isBusiness)
    return (
      <Stack gap="lg" maw={760}>
        {header}
        <Alert color="gray" title={t('companyDocuments.personalTitle')}>
          <Text size="sm">{t('companyDocuments.personalText')}</Text>
          <Button component={Link} to="/home" mt="sm" leftSection={<IconHome size={16} aria-hidden />}>
            {t('page.home')}
          </Button>
        </Alert>
      </Stack>
    );
  const error = customer.error ?? documents.error ?? types.error;
  if (error)
    return (
      <RetryAlert
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        retrying={customer.isFetching || documents.isFetching || types.isFetching}
        message={errorMessage(t, error)}
        onRetry={() => void Promise.all([customer.refetch(), documents.refetch(), types.refetch()])}
      />
    );
  if (!documents.data || !types.data) return <Loader aria-label={t('page.loading')} />;

  return (
    <Stack gap="lg" maw={960}>
      {header}
      {companyCategories.map(({ categoryId, icon, key }) => {
        const group = types.data.find((candidate) => candidate.categoryId === categoryId);
        const listed = documents.data.filter(
          (document) => !document.isSubDocument && document.categoryId === categoryId,
        );
        const isOpen = uploading === categoryId;
        return (
          <div key={categoryId} data-testid={`company-documents-${key}`}>
            <SectionCard
              icon={icon}
              title={t(`steps.${key}`)}
              text={t(`upload.${key}Hint`)}
              action={
                group && !isOpen ? (
                  <Button
                    variant="light"
                    leftSection={<IconUpload size={16} aria-hidden />}
                    onClick={() => setUploading(categoryId)}
                    aria-label={t('companyDocuments.uploadTo', { category: t(`steps.${key}`) })}
                  >
                    {t('companyDocuments.upload')}
                  </Button>
                ) : undefined
              }
            >
              <Stack gap="sm" mt="md">
                {listed.length > 0 ? (
                  <DocumentList documents={listed} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('companyDocuments.empty')}
                  </Text>
                )}
                {group && isOpen ? (
                  <DocumentUploadForm
                    group={group}
                    onUploaded={() => setUploading(null)}
                    cancel={{ label: t('companyDocuments.cancel'), onCancel: () => setUploading(null) }}
                  />
                ) : null}
              </Stack>
            </SectionCard>
          </div>
        );
      })}
    </Stack>
  );
}
