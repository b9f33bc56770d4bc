resource "google_kms_key_ring" "main" {
  name     = "app"
  location = "europe-west1"
}

resource "google_kms_crypto_key" "data" { # want "hcl/gcp-kms-key-destroyable: google_kms_crypto_key can be destroyed"
  name            = "data"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"
}

resource "google_kms_crypto_key" "backups" { # want "hcl/gcp-kms-key-destroyable"
  name            = "backups"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"

  lifecycle {
    prevent_destroy = false
  }
}

resource "google_kms_crypto_key" "logs" { # want "hcl/gcp-kms-key-destroyable"
  name            = "logs"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"

  lifecycle {
    ignore_changes = [labels]
  }
}
