import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { AbilityCondition } from '@shared/abilities';
import { useDescribeCondition } from './use-describe-condition';

const useStyles = makeStyles({ list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

/** An ability's conditions as a row of badges; a Boolean false stands out. */
export function ConditionBadges({ conditions }: { conditions: readonly AbilityCondition[] }) {
  const styles = useStyles();
  const describe = useDescribeCondition();
  return (
    <span className={styles.list}>
      {conditions.map((condition, index) => (
        <Badge key={index} appearance="tint" color={condition.type === 'Boolean' && !condition.value ? 'danger' : 'brand'}>
          {describe(condition)}
        </Badge>
      ))}
    </span>
  );
}
