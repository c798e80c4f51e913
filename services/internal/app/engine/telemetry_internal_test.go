package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
)

// labelSets builds each distinct set once and hands back the labels it was asked for.
func TestLabelSetsBuildEachSetOnce(t *testing.T) {
	var sets labelSets[[2]string]
	builds := 0
	labels := func(k [2]string) metric.MeasurementOption {
		builds++
		return metric.WithAttributes(attribute.String("executor", k[0]), attribute.String("phase", k[1]))
	}
	attrs := func(o metric.MeasurementOption) attribute.Set {
		return metric.NewRecordConfig([]metric.RecordOption{o}).Attributes()
	}
	for range 3 {
		submit := sets.option([2]string{"noop", "submit"}, labels)
		observe := sets.option([2]string{"noop", "observe"}, labels)
		require.Equal(t, attribute.NewSet(attribute.String("executor", "noop"), attribute.String("phase", "submit")), attrs(submit))
		require.Equal(t, attribute.NewSet(attribute.String("executor", "noop"), attribute.String("phase", "observe")), attrs(observe))
	}
	require.Equal(t, 2, builds)
}
