variable "instance_count" {
  type        = number
  description = "How many web servers to run"
  default     = 2
}
