resource "google_kms_crypto_key" "quarterly" {
  name            = "quarterly"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "7776000s"
}

resource "google_kms_crypto_key" "monthly" {
  name            = "monthly"
  key_ring        = google_kms_key_ring.main.id
  rotation_period = "2592000s"
}
