resource "google_project_iam_audit_config" "all" { # want "hcl/gcp-audit-log-exemptions"
  project = var.project_id
  service = "allServices"
  audit_log_config {
    log_type = "ADMIN_READ"
  }
  audit_log_config {
    log_type         = "DATA_READ"
    exempted_members = ["user:ops@example.com"]
  }
}
