resource "google_container_node_pool" "default" {
  name    = "default"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    metadata = {
      disable-legacy-endpoints = "true"
    }
  }
}

resource "google_compute_instance" "bastion" {
  name         = "bastion"
  machine_type = "e2-small"
  metadata = {
    enable-oslogin = "TRUE"
  }
}
