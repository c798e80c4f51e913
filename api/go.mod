module github.com/qtgdev/qtg/api

go 1.26
