resource "google_dataproc_cluster" "etl" {
  name   = "etl"
  region = "europe-west1"
  cluster_config {
    gce_cluster_config {
      internal_ip_only = true
      subnetwork       = google_compute_subnetwork.private.id
    }
  }
}
