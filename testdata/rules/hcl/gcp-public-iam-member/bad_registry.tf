resource "google_artifact_registry_repository_iam_member" "public" { # want "hcl/gcp-public-iam-member"
  repository = google_artifact_registry_repository.images.name
  role       = "roles/artifactregistry.reader"
  member     = "allUsers"
}
