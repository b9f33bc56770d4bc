resource "google_project_iam_member" "ci" {
  project = var.project_id
  role    = "roles/editor" # want "hcl/gcp-privileged-project-role: roles/editor at the project level"
  member  = "serviceAccount:${google_service_account.ci.email}"
}

resource "google_project_iam_binding" "impersonators" {
  project = var.project_id
  role    = "roles/iam.serviceAccountTokenCreator" # want "hcl/gcp-privileged-project-role"
  members = ["group:platform@example.com"]
}
