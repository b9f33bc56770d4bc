resource "google_service_account_iam_member" "token_creator" { # want "hcl/gcp-public-iam-grant"
  service_account_id = google_service_account.deployer.name
  role               = "roles/iam.serviceAccountTokenCreator"
  member             = "allUsers"
}

resource "google_service_account_iam_binding" "users" { # want "hcl/gcp-public-iam-grant"
  service_account_id = google_service_account.ci.name
  role               = "roles/iam.serviceAccountUser"
  members = [
    "group:platform@example.com",
    "allAuthenticatedUsers",
  ]
}

resource "google_project_iam_member" "viewer" { # want "hcl/gcp-public-iam-grant"
  project = var.project_id
  role    = "roles/viewer"
  member  = "allAuthenticatedUsers"
}

resource "google_folder_iam_binding" "browsers" { # want "hcl/gcp-public-iam-grant"
  folder  = "folders/1234567"
  role    = "roles/browser"
  members = ["allUsers"]
}

resource "google_cloud_run_service_iam_member" "public_admin" { # want "hcl/gcp-public-iam-grant"
  location = google_cloud_run_service.api.location
  service  = google_cloud_run_service.api.name
  role     = "roles/run.admin"
  member   = "allUsers"
}

resource "google_cloudfunctions_function_iam_binding" "developers" { # want "hcl/gcp-public-iam-grant"
  cloud_function = google_cloudfunctions_function.hook.name
  members        = ["allAuthenticatedUsers"]
  role           = "roles/cloudfunctions.developer"
}
