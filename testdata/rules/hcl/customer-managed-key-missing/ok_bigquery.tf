resource "google_bigquery_dataset" "analytics" {
  dataset_id = "analytics"
  dynamic "default_encryption_configuration" {
    for_each = var.kms_key == null ? [] : [var.kms_key]
    content {
      kms_key_name = default_encryption_configuration.value
    }
  }
}

# the dataset names the default key of its tables
resource "google_bigquery_table" "events" {
  dataset_id = google_bigquery_dataset.analytics.dataset_id
  table_id   = "events"
}
