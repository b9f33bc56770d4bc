resource "google_project_iam_member" "viewer" {
  project = "my-project"
  role    = "roles/viewer"
  member  = "group:auditors@example.com"
}

resource "google_storage_bucket_iam_policy" "bucket" {
  bucket      = google_storage_bucket.data.name
  policy_data = data.google_iam_policy.bucket.policy_data
}
