resource "google_service_account" "ci" {
  account_id   = "ci-deployer"
  display_name = "CI deployer"
}

# the key pair is made outside Terraform; only its public half is uploaded
resource "google_service_account_key" "uploaded" {
  service_account_id = google_service_account.ci.name
  public_key_data    = filebase64("ci-deployer.pem")
}

# CI authenticates through Workload Identity Federation instead of a key
resource "google_service_account_iam_member" "github" {
  service_account_id = google_service_account.ci.name
  role               = "roles/iam.workloadIdentityUser"
  member             = "principalSet://iam.googleapis.com/${google_iam_workload_identity_pool.github.name}/attribute.repository/example/app"
}
