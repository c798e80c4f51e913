// Package charttest renders QTG's Helm chart (helm/qtg) with the Helm SDK and decodes
// every manifest strictly into its Kubernetes API type, so the chart is tested in Go with
// no helm binary and no cluster.
//
// Render is what `helm install --dry-run` does client-side: coalesce the values, validate
// them against values.schema.json, render the templates in strict mode (a missing value is
// an error, not an empty string) and split the output into hooks and ordinary manifests the
// way Helm's installer does. Decode then maps each manifest to its typed object with unknown
// fields rejected, which is the check a Kubernetes API server would make first. The
// ServiceMonitor (a Prometheus Operator CRD, not part of k8s.io/api) is decoded into
// unstructured form and checked against the fields this chart is allowed to use.
//
// The module is separate from the services on purpose: the Helm SDK and client-go are large
// and nothing that ships should link them.
package charttest
