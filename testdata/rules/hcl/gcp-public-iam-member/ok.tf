resource "google_storage_bucket_iam_member" "reader" {
  bucket = google_storage_bucket.assets.name
  role   = "roles/storage.objectViewer"
  member = "serviceAccount:${google_service_account.web.email}"
}

# A public Cloud Run service is how Cloud Run serves a website.
resource "google_cloud_run_service_iam_member" "public" {
  service  = google_cloud_run_service.web.name
  location = "europe-west1"
  role     = "roles/run.invoker"
  member   = "allUsers"
}
