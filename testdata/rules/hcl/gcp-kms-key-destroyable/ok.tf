resource "google_kms_key_ring" "main" {
  name     = "app"
  location = "europe-west1"
}

# The provider documentation's own example.
resource "google_kms_crypto_key" "example_key" {
  name            = "crypto-key-example"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"

  lifecycle {
    prevent_destroy = true
  }
}

# A module that lets its caller choose: the unprotected copy exists only when prevent_destroy is false.
resource "google_kms_crypto_key" "key" {
  count           = var.prevent_destroy ? length(var.keys) : 0
  name            = var.keys[count.index]
  key_ring        = google_kms_key_ring.main.id
  rotation_period = var.key_rotation_period

  lifecycle {
    prevent_destroy = true
  }
}

resource "google_kms_crypto_key" "key_ephemeral" {
  count           = var.prevent_destroy ? 0 : length(var.keys)
  name            = var.keys[count.index]
  key_ring        = google_kms_key_ring.main.id
  rotation_period = var.key_rotation_period
}

# Another kind of KMS resource.
resource "google_kms_crypto_key_iam_member" "decrypter" {
  crypto_key_id = google_kms_crypto_key.example_key.id
  role          = "roles/cloudkms.cryptoKeyDecrypter"
  member        = "serviceAccount:${google_service_account.app.email}"
}
