resource "google_project_iam_member" "contractor" { # want "hcl/gcp-personal-account-granted"
  project = var.project_id
  role    = "roles/viewer"
  member  = "user:jane.contractor@gmail.com"
}

resource "google_storage_bucket_iam_binding" "uploads" { # want "hcl/gcp-personal-account-granted"
  bucket = google_storage_bucket.uploads.name
  role   = "roles/storage.objectAdmin"
  members = [
    "group:uploaders@example.com",
    "user:bob.smith@outlook.com",
  ]
}

data "google_iam_policy" "admin" { # want "hcl/gcp-personal-account-granted"
  binding {
    role    = "roles/compute.instanceAdmin"
    members = ["user:sysadmin@yahoo.co.uk"]
  }
}
