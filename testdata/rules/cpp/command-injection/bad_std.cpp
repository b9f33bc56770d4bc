#include <cstdlib>
#include <string>

void convert(const std::string &file) {
    std::string cmd = "convert " + file + " out.png";
    std::system(cmd.c_str()); // want "cpp/command-injection: system\\(\\) runs"
}
