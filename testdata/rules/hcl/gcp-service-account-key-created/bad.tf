resource "google_service_account" "ci" {
  account_id   = "ci-deployer"
  display_name = "CI deployer"
}

resource "google_service_account_key" "ci" { # want "hcl/gcp-service-account-key-created"
  service_account_id = google_service_account.ci.name
}

output "ci_key" {
  value     = google_service_account_key.ci.private_key
  sensitive = true
}
