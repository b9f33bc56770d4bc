resource "google_compute_instance" "worker" { # want "hcl/gcp-default-service-account-full-access"
  name         = "worker"
  machine_type = "e2-medium"
  service_account {
    scopes = ["cloud-platform"]
  }
}

resource "google_compute_instance" "batch" { # want "hcl/gcp-default-service-account-full-access"
  name         = "batch"
  machine_type = "e2-medium"
  service_account {
    email  = "123456789-compute@developer.gserviceaccount.com"
    scopes = ["https://www.googleapis.com/auth/cloud-platform"]
  }
}
