resource "google_container_node_pool" "default" { # want "hcl/gcp-instance-metadata-insecure"
  name    = "default"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    metadata = {
      disable-legacy-endpoints = "false"
    }
  }
}

resource "google_compute_project_metadata_item" "oslogin" { # want "hcl/gcp-instance-metadata-insecure"
  key   = "enable-oslogin"
  value = "FALSE"
}

resource "google_compute_instance" "bastion" { # want "hcl/gcp-instance-metadata-insecure"
  name         = "bastion"
  machine_type = "e2-small"
  metadata = {
    enable-oslogin = "FALSE"
  }
}
