# A public HTTP service: allUsers may only invoke it (Cloud Run's documented way to allow unauthenticated access).
resource "google_cloud_run_service_iam_member" "public" {
  location = google_cloud_run_service.site.location
  service  = google_cloud_run_service.site.name
  role     = "roles/run.invoker"
  member   = "allUsers"
}

resource "google_cloud_run_v2_service_iam_binding" "public" {
  name    = google_cloud_run_v2_service.site.name
  members = ["allUsers"]
  role    = "roles/run.invoker"
}

resource "google_cloudfunctions_function_iam_member" "invoker" {
  cloud_function = google_cloudfunctions_function.webhook.name
  role           = "roles/cloudfunctions.invoker"
  member         = "allUsers"
}

# The role comes from the caller: nothing says it is more than the invoker.
resource "google_cloudfunctions2_function_iam_member" "configured" {
  cloud_function = google_cloudfunctions2_function.webhook.name
  role           = var.invoker_role
  member         = "allUsers"
}

resource "google_service_account_iam_member" "workload_identity" {
  service_account_id = google_service_account.app.name
  role               = "roles/iam.workloadIdentityUser"
  member             = "serviceAccount:${var.project_id}.svc.id.goog[apps/web]"
}

resource "google_project_iam_member" "ci" {
  project = var.project_id
  role    = "roles/cloudbuild.builds.editor"
  member  = "serviceAccount:${google_service_account.ci.email}"
}

resource "google_folder_iam_binding" "readers" {
  folder  = "folders/1234567"
  role    = "roles/browser"
  members = ["group:all-users@example.com", "domain:example.com"]
}
