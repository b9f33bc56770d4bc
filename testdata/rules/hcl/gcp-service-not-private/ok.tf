resource "google_data_fusion_instance" "etl" {
  name             = "etl"
  region           = "europe-west1"
  type             = "BASIC"
  private_instance = true
  network_config {
    network       = "default"
    ip_allocation = "10.89.48.0/22"
  }
}

resource "google_cloudbuild_worker_pool" "pool" {
  name     = "pool"
  location = "europe-west1"
  worker_config {
    machine_type   = "e2-standard-4"
    no_external_ip = true
  }
}
