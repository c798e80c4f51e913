{{/*
Names, labels and the pieces every pod shares. Component helpers take a dict with
"root" (the top-level context) and "name" (the deployable: gateway, dispatcher, …, migrate).
*/}}

{{/* The chart name, overridable with nameOverride. */}}
{{- define "qtg.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* The resource name prefix: <release>-qtg, or <release> when it already contains the chart name. */}}
{{- define "qtg.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "qtg.selectorLabels" -}}
app.kubernetes.io/name: {{ include "qtg.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "qtg.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "qtg.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: qtg
{{- end }}

{{- define "qtg.componentName" -}}
{{- printf "%s-%s" (include "qtg.fullname" .root) .name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "qtg.componentSelectorLabels" -}}
{{ include "qtg.selectorLabels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{- define "qtg.componentLabels" -}}
{{ include "qtg.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{/* The binary a deployable's image ships: named after its services/ directory, except migrate. */}}
{{- define "qtg.binary" -}}
{{- if eq . "migrate" }}qtg-migrate{{ else }}{{ . }}{{ end }}
{{- end }}

{{/* The image reference: dict root, name, image (the deployable's override). */}}
{{- define "qtg.image" -}}
{{- $root := .root }}
{{- $img := .image | default dict }}
{{- $repo := $img.repository | default (printf "%s-%s" $root.Values.image.repository .name) }}
{{- if $img.digest }}
{{- printf "%s@%s" $repo $img.digest }}
{{- else }}
{{- printf "%s:%s" $repo ($img.tag | default $root.Values.image.tag | default $root.Chart.AppVersion) }}
{{- end }}
{{- end }}

{{- /* A deployable's own database URL (dict "root" $ "name" <deployable>): its login is a
member of qtg_<network> and of the roles of the jobs it hosts only (docs/security.md). */}}
{{- define "qtg.databaseSecret" -}}
{{- index .root.Values.database.existingSecrets .name | default (printf "%s-database-%s" (include "qtg.fullname" .root) .name) }}
{{- end }}

{{- /* The migration's own URL (the schema owner), never the deployables'. */}}
{{- define "qtg.migrationSecret" -}}
{{- .Values.migration.database.existingSecret | default (printf "%s-migration" (include "qtg.fullname" .)) }}
{{- end }}

{{- define "qtg.configMapName" -}}
{{- .Values.config.existingConfigMap | default (printf "%s-config" (include "qtg.fullname" .)) }}
{{- end }}

{{- define "qtg.configMapKey" -}}
{{- if .Values.config.existingConfigMap }}{{ .Values.config.existingConfigMapKey }}{{ else }}config.yaml{{ end }}
{{- end }}

{{- define "qtg.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- .Values.serviceAccount.name | default (include "qtg.fullname" .) }}
{{- else }}
{{- .Values.serviceAccount.name | default "default" }}
{{- end }}
{{- end }}

{{- define "qtg.gatewayAuthSecret" -}}
{{- .Values.gateway.auth.existingSecret | default (printf "%s-gateway-auth" (include "qtg.fullname" .)) }}
{{- end }}

{{- define "qtg.callbacksSecret" -}}
{{- .Values.callbacks.existingSecret | default (printf "%s-callbacks" (include "qtg.fullname" .)) }}
{{- end }}

{{/* Pod-level security context; runAsUser/runAsGroup/fsGroup may be nulled for OpenShift. */}}
{{- define "qtg.podSecurityContext" -}}
runAsNonRoot: true
{{- with dig "runAsUser" nil .Values.podSecurity }}
runAsUser: {{ . }}
{{- end }}
{{- with dig "runAsGroup" nil .Values.podSecurity }}
runAsGroup: {{ . }}
{{- end }}
{{- with dig "fsGroup" nil .Values.podSecurity }}
fsGroup: {{ . }}
{{- end }}
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{/* Container-level security context: not configurable. */}}
{{- define "qtg.containerSecurityContext" -}}
allowPrivilegeEscalation: false
privileged: false
readOnlyRootFilesystem: true
runAsNonRoot: true
capabilities:
  drop:
    - ALL
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{/* Checksum of the rendered executor ConfigMap, so a change rolls the pods. */}}
{{- define "qtg.configChecksum" -}}
{{- if not .Values.config.existingConfigMap }}
{{- include (print .Template.BasePath "/configmap.yaml") . | sha256sum }}
{{- end }}
{{- end }}

{{/* Where a deployable's values live, for error messages: gateway or workers.<name>. */}}
{{- define "qtg.valuesPath" -}}
{{- if eq . "gateway" }}gateway{{ else }}workers.{{ . }}{{ end }}
{{- end }}
