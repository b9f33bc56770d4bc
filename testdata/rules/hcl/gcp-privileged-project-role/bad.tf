resource "google_project_iam_member" "ci" { # want "hcl/gcp-privileged-project-role: roles/editor at the project level"
  project = var.project_id
  role    = "roles/editor"
  member  = "serviceAccount:${google_service_account.ci.email}"
}

resource "google_project_iam_binding" "impersonators" { # want "hcl/gcp-privileged-project-role"
  project = var.project_id
  role    = "roles/iam.serviceAccountTokenCreator"
  members = ["group:platform@example.com"]
}
