resource "random_password" "root" {
  length  = 32
  special = true
}

resource "google_sql_user" "root" {
  name     = "root"
  instance = google_sql_database_instance.main.name
  host     = "%"
  password = random_password.root.result
}

resource "google_sql_user" "root_wo" {
  name                = "root"
  instance            = google_sql_database_instance.replica.name
  password_wo         = data.google_secret_manager_secret_version.root.secret_data
  password_wo_version = 1
}

resource "google_sql_user" "app" {
  name     = "app"
  instance = google_sql_database_instance.main.name
  password = var.app_password
}

resource "google_sql_user" "iam" {
  name     = "deployer@example-project.iam.gserviceaccount.com"
  instance = google_sql_database_instance.main.name
  type     = "CLOUD_IAM_SERVICE_ACCOUNT"
}
