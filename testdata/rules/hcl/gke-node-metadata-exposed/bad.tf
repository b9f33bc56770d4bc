resource "google_container_node_pool" "default" {
  name    = "default"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    workload_metadata_config {
      mode = "GCE_METADATA" # want "hcl/gke-node-metadata-exposed"
    }
  }
}

resource "google_container_cluster" "legacy" {
  name     = "legacy"
  location = "europe-west1"
  node_config {
    workload_metadata_config {
      node_metadata = "EXPOSE" # want "hcl/gke-node-metadata-exposed"
    }
  }
}
