import { Group, Text } from '@mantine/core';
import { useBrand } from './brand.tsx';

export interface BrandLogoProps {
  /** Logo height in pixels. Default 32. */
  size?: number;
  /** Show the project name next to the logo. Default true. */
  withName?: boolean;
  /** Hide the name below this breakpoint (narrow headers). */
  nameVisibleFrom?: 'xs' | 'sm' | 'md';
  /** Text colour of the name. */
  color?: string;
}

/** The brand's logo and name (spec 000 §1 projectLogo, projectName). */
export function BrandLogo({ size = 32, withName = true, nameVisibleFrom, color }: BrandLogoProps) {
  const brand = useBrand();
  return (
    <Group gap={10} wrap="nowrap">
      <img
        src={brand.projectLogo}
        alt={withName ? '' : brand.projectName}
        width={size}
        height={size}
        style={{ display: 'block', flex: 'none' }}
      />
      {withName && (
        <Text
          fw={700}
          fz={size >= 40 ? 'xl' : 'lg'}
          c={color}
          lh={1.1}
          visibleFrom={nameVisibleFrom}
          style={{ whiteSpace: 'nowrap' }}
        >
          {brand.projectName}
        </Text>
      )}
    </Group>
  );
}
