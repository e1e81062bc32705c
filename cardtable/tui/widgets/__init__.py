"""Widgets of the table: each draws one part of the TableView."""
