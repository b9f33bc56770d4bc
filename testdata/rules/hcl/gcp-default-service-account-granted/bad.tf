resource "google_project_iam_member" "compute_storage" { # want "hcl/gcp-default-service-account-granted"
  project = var.project
  role    = "roles/storage.admin"
  member  = "serviceAccount:123456789012-compute@developer.gserviceaccount.com"
}
