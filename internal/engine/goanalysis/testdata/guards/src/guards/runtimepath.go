package guards

import (
	"bufio"
	"net/http"
	"os"
	"runtime"
)

// A panic handler prints the source line of each frame: the file names
// come from the runtime, compiled into the binary, not from a user.

func stackLines(skip int) []string {
	var out []string
	for i := skip; ; i++ {
		_, file, line, ok := runtime.Caller(i)
		if !ok {
			break
		}
		out = append(out, nthLine(file, line))
	}
	return out
}

func nthLine(file string, n int) string {
	f, err := os.Open(file)
	if err != nil {
		return ""
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for i := 0; i < n && s.Scan(); i++ {
	}
	return s.Text()
}

func framesSource(pcs []uintptr) []byte {
	frames := runtime.CallersFrames(pcs)
	frame, _ := frames.Next()
	b, _ := os.ReadFile(frame.File)
	return b
}

func funcSource(pc uintptr) []byte {
	file, _ := runtime.FuncForPC(pc).FileLine(pc)
	b, _ := os.ReadFile(file)
	return b
}

// The same helper called once with a name from a request: reported.

func sourceOf(file string) []byte {
	b, _ := os.ReadFile(file) // want `G304` `G703`
	return b
}

func callerSource() []byte {
	_, file, _, _ := runtime.Caller(0)
	return sourceOf(file)
}

func requestedSource(r *http.Request) []byte {
	return sourceOf(r.URL.Query().Get("file"))
}

// An exported function's parameter may come from anywhere: reported.

func OpenNamed(name string) (*os.File, error) {
	return os.Open(name) // want `G304`
}

// A runtime.Frame the program fills itself is no name from the runtime:
// its File is whatever the code put there. Reported.

func frameFromRequest(r *http.Request) []byte {
	frame := runtime.Frame{File: r.URL.Query().Get("src")}
	name := frame.File
	b, _ := os.ReadFile(name) // want `G304`
	return b
}

func frameLiteralAddr(r *http.Request) []byte {
	frame := &runtime.Frame{Line: 1}
	frame.File = r.FormValue("src")
	name := frame.File
	b, _ := os.ReadFile(name) // want `G304` `G703`
	return b
}
