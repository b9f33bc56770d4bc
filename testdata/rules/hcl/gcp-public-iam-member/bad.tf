resource "google_storage_bucket_iam_member" "public" {
  bucket = google_storage_bucket.assets.name
  role   = "roles/storage.objectViewer"
  member = "allUsers" # want "hcl/gcp-public-iam-member"
}

resource "google_bigquery_dataset_iam_binding" "readers" {
  dataset_id = google_bigquery_dataset.sales.dataset_id
  role       = "roles/bigquery.dataViewer"
  members    = ["group:analysts@example.com", "allAuthenticatedUsers"] # want "hcl/gcp-public-iam-member"
}
