resource "google_storage_bucket_iam_member" "public" { # want "hcl/gcp-public-iam-member"
  bucket = google_storage_bucket.assets.name
  role   = "roles/storage.objectViewer"
  member = "allUsers"
}

resource "google_bigquery_dataset_iam_binding" "readers" { # want "hcl/gcp-public-iam-member"
  dataset_id = google_bigquery_dataset.sales.dataset_id
  role       = "roles/bigquery.dataViewer"
  members    = ["group:analysts@example.com", "allAuthenticatedUsers"]
}
