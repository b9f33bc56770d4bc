resource "google_compute_instance" "worker" {
  name         = "worker"
  machine_type = "e2-medium"
  service_account { # want "hcl/gcp-default-service-account-full-access"
    scopes = ["cloud-platform"]
  }
}

resource "google_compute_instance" "batch" {
  name         = "batch"
  machine_type = "e2-medium"
  service_account { # want "hcl/gcp-default-service-account-full-access"
    email  = "123456789-compute@developer.gserviceaccount.com"
    scopes = ["https://www.googleapis.com/auth/cloud-platform"]
  }
}
