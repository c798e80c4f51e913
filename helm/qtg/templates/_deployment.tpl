{{/*
qtg.deployment renders one deployable's Deployment. It takes a dict:
  root     the top-level context
  name     the deployable (its services/ directory, its binary, its component label)
  d        the deployable's values (.Values.gateway or .Values.workers.<name>)
  gateway  true for the gRPC gateway, false for a worker process
*/}}
{{- define "qtg.deployment" -}}
{{- $root := .root }}
{{- $v := $root.Values }}
{{- $name := .name }}
{{- $d := .d }}
{{- $gw := .gateway }}
{{- $defaults := $v.podDefaults }}
{{- /* Keys only where they sign (docs/security.md, "A compromised pod"): dispatcher and
recovery, which also signs the fee bumps and nonce gap fills the observer and
evm-nonce-reaper hand it; the others get the address book. Each of the two mounts only the
keys.secrets entries whose `deployables` name it (default both). */}}
{{- $signing := list "dispatcher" "recovery" }}
{{- if and $d.mountKeys (not (has $name $signing)) }}
{{- fail (printf "%s.mountKeys: %s does not sign; keys may be mounted only into %s" (ternary "gateway" (printf "workers.%s" $name) $gw) $name (join ", " $signing)) }}
{{- end }}
{{- $keySecrets := list }}
{{- range $v.keys.secrets }}
{{- if has $name (get . "deployables" | default $signing) }}
{{- $keySecrets = append $keySecrets (omit . "deployables" "signers") }}
{{- end }}
{{- end }}
{{- $mountKeys := and $d.mountKeys (gt (len $keySecrets) 0) }}
{{- /* Exchange venues (issue 17): the configuration where venues are used; withdrawal
secrets only where withdrawals are created, read-only ones where venues are read (the
Access of each worker, package venue). */}}
{{- $venues := and (not (empty $v.venues.content)) (has $name (include "qtg.venueUsers" $root | fromJsonArray)) }}
{{- $venueWithdraw := and $venues (has $name (list "dispatcher" "recovery")) (gt (len $v.venues.withdrawSecrets) 0) }}
{{- $venueRead := and $venues (has $name (list "dispatcher" "recovery" "observer" "balance-snapshot" "capital-transfer-followup")) (gt (len $v.venues.readSecrets) 0) }}
{{- /* TLS on by default (issue 14); plaintext only when explicitly allowed. */}}
{{- $tls := and $gw $d.tls.enabled }}
{{- $tlsSecret := "" }}
{{- if $gw }}
{{- $tlsSecret = $d.tls.existingSecret | default (printf "%s-gateway-tls" (include "qtg.fullname" $root)) }}
{{- if and (not $d.tls.enabled) (not $d.tls.allowPlaintext) }}
{{- fail "gateway.tls.enabled is false: serving bearer tokens in plaintext needs gateway.tls.allowPlaintext: true (development only)" }}
{{- end }}
{{- end }}
{{- /* Plain environment, name → value: the chart's, then .Values.env, then the deployable's env. */}}
{{- $env := dict }}
{{- $_ := set $env "MG_LOG_LEVEL" $v.logLevel }}
{{- $_ := set $env "MG_CONFIG_FILE" "/etc/qtg/config.yaml" }}
{{- if $venues }}
{{- $_ := set $env "MG_VENUES_FILE" "/etc/qtg/venues.yaml" }}
{{- end }}
{{- $_ := set $env "OTEL_SERVICE_NAME" (printf "qtg-%s" $name) }}
{{- $attrs := list "service.namespace=qtg" (printf "deployment.environment.name=%s" $v.networkMode) "service.instance.id=$(MG_INSTANCE_ID)" (printf "k8s.namespace.name=%s" $root.Release.Namespace) }}
{{- range $k := keys $v.otel.resourceAttributes | sortAlpha }}
{{- $attrs = append $attrs (printf "%s=%v" $k (get $v.otel.resourceAttributes $k)) }}
{{- end }}
{{- $_ := set $env "OTEL_RESOURCE_ATTRIBUTES" (join "," $attrs) }}
{{- with $v.otel.endpoint }}
{{- $_ := set $env "OTEL_EXPORTER_OTLP_ENDPOINT" . }}
{{- end }}
{{- with $v.otel.protocol }}
{{- $_ := set $env "OTEL_EXPORTER_OTLP_PROTOCOL" . }}
{{- end }}
{{- if $v.metrics.enabled }}
{{- $_ := set $env "MG_METRICS_ADDR" (printf ":%v" $v.metrics.port) }}
{{- end }}
{{- if $gw }}
{{- $_ := set $env "MG_GRPC_ADDR" (printf ":%v" $d.grpcPort) }}
{{- if $d.http.enabled }}
{{- $_ := set $env "MG_HTTP_ADDR" (printf ":%v" $d.http.port) }}
{{- end }}
{{- $_ := set $env "MG_AUTH_TOKENS_FILE" "/etc/qtg/auth/tokens.json" }}
{{- if and $gw (not $tls) }}
{{- $_ := set $env "MG_ALLOW_PLAINTEXT" "true" }}
{{- end }}
{{- if $tls }}
{{- $_ := set $env "MG_TLS_CERT_FILE" "/etc/qtg/tls/tls.crt" }}
{{- $_ := set $env "MG_TLS_KEY_FILE" "/etc/qtg/tls/tls.key" }}
{{- if $d.tls.clientCA.existingSecret }}
{{- $_ := set $env "MG_TLS_CLIENT_CA_FILE" "/etc/qtg/tls-client-ca/ca.crt" }}
{{- end }}
{{- end }}
{{- else }}
{{- $_ := set $env "MG_POLL_INTERVAL" $v.pollInterval }}
{{- $_ := set $env "MG_BATCH_SIZE" (toString $v.batchSize) }}
{{- $_ := set $env "MG_HEALTH_ADDR" (printf ":%v" $v.healthPort) }}
{{- end }}
{{- $reserved := list "DATABASE_URL" "MG_INSTANCE_ID" "MG_NETWORK_MODE" "MG_WORKERS_ENABLED" "MG_CALLBACK_SECRETS" }}
{{- range $k, $val := $v.env }}
{{- if has $k $reserved }}{{ fail (printf "env.%s is set by the chart: remove it" $k) }}{{ end }}
{{- $_ := set $env $k $val }}
{{- end }}
{{- range $k, $val := $d.env }}
{{- if has $k $reserved }}{{ fail (printf "%s.env.%s is set by the chart: remove it" (include "qtg.valuesPath" $name) $k) }}{{ end }}
{{- $_ := set $env $k $val }}
{{- end }}
{{- range $d.extraEnv }}
{{- if has .name $reserved }}{{ fail (printf "%s.extraEnv: %s is set by the chart: remove it" (include "qtg.valuesPath" $name) .name) }}{{ end }}
{{- end }}
{{- $podAnnotations := merge (dict) ($d.podAnnotations | default dict) ($defaults.podAnnotations | default dict) }}
{{- with include "qtg.configChecksum" $root }}
{{- $_ := set $podAnnotations "checksum/config" . }}
{{- end }}
{{- if $venues }}
{{- $_ := set $podAnnotations "checksum/venues" (toYaml $v.venues.content | sha256sum) }}
{{- end }}
{{- /* The selector labels win over podLabels, so no value can detach pods from their Deployment. */}}
{{- $podLabels := merge (include "qtg.componentSelectorLabels" . | fromYaml) (dict "app.kubernetes.io/part-of" "qtg") ($d.podLabels | default dict) ($defaults.podLabels | default dict) }}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "qtg.componentName" . }}
  namespace: {{ $root.Release.Namespace }}
  labels:
    {{- include "qtg.componentLabels" . | nindent 4 }}
spec:
  {{- if not $d.autoscaling.enabled }}
  replicas: {{ $d.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "qtg.componentSelectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- toYaml $podLabels | nindent 8 }}
      {{- with $podAnnotations }}
      annotations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
    spec:
      serviceAccountName: {{ include "qtg.serviceAccountName" $root }}
      automountServiceAccountToken: false
      enableServiceLinks: false
      {{- with $v.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      securityContext:
        {{- include "qtg.podSecurityContext" $root | nindent 8 }}
      terminationGracePeriodSeconds: {{ $d.terminationGracePeriodSeconds }}
      {{- with $defaults.priorityClassName }}
      priorityClassName: {{ . }}
      {{- end }}
      {{- with ($d.nodeSelector | default $defaults.nodeSelector) }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with ($d.tolerations | default $defaults.tolerations) }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with ($d.affinity | default $defaults.affinity) }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with ($d.topologySpreadConstraints | default $defaults.topologySpreadConstraints) }}
      topologySpreadConstraints:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - name: {{ $name }}
          image: {{ include "qtg.image" (dict "root" $root "name" $name "image" $d.image) }}
          imagePullPolicy: {{ $v.image.pullPolicy }}
          command:
            - /usr/local/bin/{{ include "qtg.binary" $name }}
          ports:
            {{- if $gw }}
            - name: grpc
              containerPort: {{ $d.grpcPort }}
              protocol: TCP
            {{- if $d.http.enabled }}
            - name: http
              containerPort: {{ $d.http.port }}
              protocol: TCP
            {{- end }}
            {{- else }}
            - name: health
              containerPort: {{ $v.healthPort }}
              protocol: TCP
            {{- end }}
            {{- if $v.metrics.enabled }}
            - name: metrics
              containerPort: {{ $v.metrics.port }}
              protocol: TCP
            {{- end }}
          env:
            - name: DATABASE_URL
              valueFrom:
                secretKeyRef:
                  {{- /* Each deployable its own login, with its jobs' writes only: only the
                  promoter's may append to audit_log, only the gateway's write plans and
                  approvals, only the engine's move a node (docs/security.md). */}}
                  name: {{ include "qtg.databaseSecret" (dict "root" $root "name" $name) }}
                  key: {{ $v.database.key }}
            - name: MG_INSTANCE_ID
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
            - name: MG_NETWORK_MODE
              value: {{ $v.networkMode | quote }}
            - name: MG_WORKERS_ENABLED
              value: {{ $v.workersEnabled | quote }}
            {{- if eq $name "callback-dispatcher" }}
            {{- if not (or $v.callbacks.shared $v.callbacks.receivers.existingSecret) }}
            {{- fail "callbacks: with callbacks.shared false, callbacks.receivers.existingSecret must name the receivers' secrets" }}
            {{- end }}
            {{- if $v.callbacks.shared }}
            - name: MG_CALLBACK_SECRETS
              valueFrom:
                secretKeyRef:
                  name: {{ include "qtg.callbacksSecret" $root }}
                  key: {{ $v.callbacks.key }}
            {{- end }}
            {{- if $v.callbacks.receivers.existingSecret }}
            - name: MG_CALLBACK_SECRETS_FILE
              value: /etc/qtg/callbacks/receivers.json
            {{- end }}
            {{- end }}
            {{- range $k := keys $env | sortAlpha }}
            - name: {{ $k }}
              value: {{ get $env $k | toString | quote }}
            {{- end }}
            {{- with $d.extraEnv }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
          {{- if $gw }}
          {{- $probe := dict "grpc" (dict "port" $d.grpcPort) }}
          {{- if $tls }}
          {{- $probe = dict "tcpSocket" (dict "port" "grpc") }}
          {{- end }}
          startupProbe:
            {{- toYaml (merge (dict) $probe $v.probes.startup) | nindent 12 }}
          livenessProbe:
            {{- toYaml (merge (dict) $probe $v.probes.liveness) | nindent 12 }}
          readinessProbe:
            {{- toYaml (merge (dict) $probe $v.probes.readiness) | nindent 12 }}
          {{- else }}
          startupProbe:
            httpGet:
              path: /livez
              port: health
            {{- toYaml $v.probes.startup | nindent 12 }}
          livenessProbe:
            httpGet:
              path: /livez
              port: health
            {{- toYaml $v.probes.liveness | nindent 12 }}
          readinessProbe:
            httpGet:
              path: /readyz
              port: health
            {{- toYaml $v.probes.readiness | nindent 12 }}
          {{- end }}
          {{- with $d.resources }}
          resources:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          securityContext:
            {{- include "qtg.containerSecurityContext" $root | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            - name: config
              mountPath: /etc/qtg/config.yaml
              subPath: config.yaml
              readOnly: true
            {{- if $mountKeys }}
            - name: keys
              mountPath: /etc/qtg/keys
              readOnly: true
            {{- end }}
            {{- if $venues }}
            - name: venues
              mountPath: /etc/qtg/venues.yaml
              subPath: venues.yaml
              readOnly: true
            {{- end }}
            {{- if $venueWithdraw }}
            - name: venue-withdraw-keys
              mountPath: /etc/qtg/venue-keys/withdraw
              readOnly: true
            {{- end }}
            {{- if $venueRead }}
            - name: venue-read-keys
              mountPath: /etc/qtg/venue-keys/read
              readOnly: true
            {{- end }}
            {{- if $gw }}
            - name: auth
              mountPath: /etc/qtg/auth
              readOnly: true
            {{- end }}
            {{- if and (eq $name "callback-dispatcher") $v.callbacks.receivers.existingSecret }}
            - name: callback-receivers
              mountPath: /etc/qtg/callbacks
              readOnly: true
            {{- end }}
            {{- if $tls }}
            - name: tls
              mountPath: /etc/qtg/tls
              readOnly: true
            {{- if $d.tls.clientCA.existingSecret }}
            - name: tls-client-ca
              mountPath: /etc/qtg/tls-client-ca
              readOnly: true
            {{- end }}
            {{- end }}
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
        - name: config
          configMap:
            name: {{ include "qtg.configMapName" $root }}
            items:
              - key: {{ include "qtg.configMapKey" $root }}
                path: config.yaml
        {{- if $mountKeys }}
        - name: keys
          projected:
            defaultMode: 288 # 0440: readable by the pod's fsGroup, nobody else
            sources:
              {{- range $keySecrets }}
              - secret:
                  {{- toYaml . | nindent 18 }}
              {{- end }}
        {{- end }}
        {{- if $venues }}
        - name: venues
          configMap:
            name: {{ include "qtg.fullname" $root }}-venues
            items:
              - key: venues.yaml
                path: venues.yaml
        {{- end }}
        {{- if $venueWithdraw }}
        - name: venue-withdraw-keys
          projected:
            defaultMode: 288 # 0440
            sources:
              {{- range $v.venues.withdrawSecrets }}
              - secret:
                  {{- toYaml . | nindent 18 }}
              {{- end }}
        {{- end }}
        {{- if $venueRead }}
        - name: venue-read-keys
          projected:
            defaultMode: 288 # 0440
            sources:
              {{- range $v.venues.readSecrets }}
              - secret:
                  {{- toYaml . | nindent 18 }}
              {{- end }}
        {{- end }}
        {{- if and (eq $name "callback-dispatcher") $v.callbacks.receivers.existingSecret }}
        - name: callback-receivers
          secret:
            secretName: {{ $v.callbacks.receivers.existingSecret }}
            defaultMode: 288 # 0440
            items:
              - key: {{ $v.callbacks.receivers.key }}
                path: receivers.json
        {{- end }}
        {{- if $gw }}
        - name: auth
          secret:
            secretName: {{ include "qtg.gatewayAuthSecret" $root }}
            defaultMode: 288 # 0440
            items:
              - key: {{ $d.auth.key }}
                path: tokens.json
        {{- end }}
        {{- if $tls }}
        - name: tls
          secret:
            secretName: {{ $tlsSecret }}
            defaultMode: 288 # 0440
            items:
              - key: tls.crt
                path: tls.crt
              - key: tls.key
                path: tls.key
        {{- if $d.tls.clientCA.existingSecret }}
        - name: tls-client-ca
          secret:
            secretName: {{ $d.tls.clientCA.existingSecret }}
            defaultMode: 288 # 0440
            items:
              - key: {{ $d.tls.clientCA.key }}
                path: ca.crt
        {{- end }}
        {{- end }}
{{- end }}

{{/*
qtg.deployables lists the enabled deployables as "name" → values, gateway first. It is
rendered to JSON so templates can range over it with fromJson.
*/}}
{{- define "qtg.deployables" -}}
{{- $out := dict }}
{{- if .Values.gateway.enabled }}
{{- $_ := set $out "gateway" .Values.gateway }}
{{- end }}
{{- range $name, $w := .Values.workers }}
{{- if $w.enabled }}
{{- $_ := set $out $name $w }}
{{- end }}
{{- end }}
{{- toJson $out }}
{{- end }}

{{/*
qtg.venueUsers lists (as JSON) the deployables that read the venue configuration
(MG_VENUES_FILE): the gateway validates cex_* configs, the rest call the venues.
*/}}
{{- define "qtg.venueUsers" -}}
{{- toJson (list "gateway" "dispatcher" "observer" "recovery" "executor-health" "balance-snapshot" "capital-transfer-followup") }}
{{- end }}
