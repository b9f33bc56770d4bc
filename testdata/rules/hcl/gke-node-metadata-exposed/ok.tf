resource "google_container_node_pool" "default" {
  name    = "default"
  cluster = google_container_cluster.main.id
  node_config {
    machine_type = "e2-standard-4"
    workload_metadata_config {
      mode = "GKE_METADATA"
    }
  }
}

# another resource's mode
resource "google_compute_instance_group_manager" "web" {
  name = "web"
  update_policy {
    type                  = "PROACTIVE"
    minimal_action        = "REPLACE"
    replacement_method    = "SUBSTITUTE"
    max_surge_fixed       = 1
  }
}
