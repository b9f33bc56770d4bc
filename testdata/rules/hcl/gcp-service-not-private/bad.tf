resource "google_data_fusion_instance" "etl" { # want "hcl/gcp-service-not-private"
  name   = "etl"
  region = "europe-west1"
  type   = "BASIC"
}

resource "google_cloudbuild_worker_pool" "pool" { # want "hcl/gcp-service-not-private"
  name     = "pool"
  location = "europe-west1"
  worker_config {
    disk_size_gb   = 100
    machine_type   = "e2-standard-4"
    no_external_ip = false
  }
}
