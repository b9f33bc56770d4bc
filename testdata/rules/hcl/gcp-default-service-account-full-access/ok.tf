resource "google_compute_instance" "worker" {
  name         = "worker"
  machine_type = "e2-medium"
  service_account {
    email  = google_service_account.worker.email
    scopes = ["cloud-platform"]
  }
}

resource "google_compute_instance" "legacy" {
  name         = "legacy"
  machine_type = "e2-medium"
  service_account {
    scopes = ["logging-write", "monitoring-write"]
  }
}
