-- Notifications (services/internal/notify): wake-ups for workers. A hint only: polling
-- stays the source of truth. Channel names are 'qtg_' || schema || '_' || topic
-- (notify.Channel); statements that make rows claimable send the same pg_notify inline
-- (MovementApprove: nodes_ready; every statement queuing a callback: callbacks).

-- name: Notify :exec
-- Wakes the workers listening on a topic of this network (notify.Send). Delivered
-- when the transaction commits.
SELECT pg_notify('qtg_' || current_schema() || '_' || @topic::text, '');
