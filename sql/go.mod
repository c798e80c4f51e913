module github.com/qtgdev/qtg/sql

go 1.26
