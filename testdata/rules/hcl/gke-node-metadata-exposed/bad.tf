resource "google_container_node_pool" "default" { # want "hcl/gke-node-metadata-exposed"
  name    = "default"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    workload_metadata_config {
      mode = "GCE_METADATA"
    }
  }
}

resource "google_container_cluster" "legacy" { # want "hcl/gke-node-metadata-exposed"
  name     = "legacy"
  location = "europe-west1"
  node_config {
    workload_metadata_config {
      node_metadata = "EXPOSE"
    }
  }
}
