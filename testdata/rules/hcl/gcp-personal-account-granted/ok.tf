resource "google_project_iam_member" "engineer" {
  project = var.project_id
  role    = "roles/viewer"
  member  = "user:jane@example.com"
}

# a corporate domain whose host happens to start like a mail service
resource "google_project_iam_member" "mailops" {
  project = var.project_id
  role    = "roles/logging.viewer"
  member  = "user:ops@mail.example.com"
}

resource "google_storage_bucket_iam_binding" "uploads" {
  bucket = google_storage_bucket.uploads.name
  role   = "roles/storage.objectAdmin"
  members = [
    "group:uploaders@example.com",
    "serviceAccount:${google_service_account.uploader.email}",
  ]
}

resource "google_project_iam_member" "module" {
  project = var.project_id
  role    = var.role
  member  = "user:${var.user_email}"
}

# a Gmail address that only receives notifications is not a grant
resource "google_monitoring_notification_channel" "oncall" {
  display_name = "On-call"
  type         = "email"
  labels = {
    email_address = "oncall.team@gmail.com"
  }
}
