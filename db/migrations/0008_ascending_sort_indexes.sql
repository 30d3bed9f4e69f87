DROP INDEX "contributions_user_idx";--> statement-breakpoint
DROP INDEX "contributions_status_created_idx";--> statement-breakpoint
DROP INDEX "downloads_user_created_idx";--> statement-breakpoint
DROP INDEX "email_outbox_to_created_idx";--> statement-breakpoint
DROP INDEX "flow_moderations_flow_created_idx";--> statement-breakpoint
DROP INDEX "flows_author_idx";--> statement-breakpoint
DROP INDEX "flows_score_idx";--> statement-breakpoint
DROP INDEX "flows_created_at_idx";--> statement-breakpoint
DROP INDEX "flows_download_count_idx";--> statement-breakpoint
DROP INDEX "flows_platform_score_idx";--> statement-breakpoint
DROP INDEX "flows_public_score_idx";--> statement-breakpoint
DROP INDEX "flows_public_created_idx";--> statement-breakpoint
DROP INDEX "flows_public_downloads_idx";--> statement-breakpoint
DROP INDEX "flows_public_platform_score_idx";--> statement-breakpoint
DROP INDEX "flows_public_complexity_score_idx";--> statement-breakpoint
DROP INDEX "one_time_tokens_user_purpose_idx";--> statement-breakpoint
DROP INDEX "reviews_flow_created_idx";--> statement-breakpoint
CREATE INDEX "contributions_user_idx" ON "contributions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contributions_status_created_idx" ON "contributions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "downloads_user_created_idx" ON "downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "flow_moderations_flow_created_idx" ON "flow_moderations" USING btree ("flow_id","created_at");--> statement-breakpoint
CREATE INDEX "flows_author_idx" ON "flows" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "flows_score_idx" ON "flows" USING btree ("score","id");--> statement-breakpoint
CREATE INDEX "flows_created_at_idx" ON "flows" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "flows_download_count_idx" ON "flows" USING btree ("download_count","id");--> statement-breakpoint
CREATE INDEX "flows_platform_score_idx" ON "flows" USING btree ("platform","score","id");--> statement-breakpoint
CREATE INDEX "flows_public_score_idx" ON "flows" USING btree ("score","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_created_idx" ON "flows" USING btree ("created_at","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_downloads_idx" ON "flows" USING btree ("download_count","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_platform_score_idx" ON "flows" USING btree ("platform","score","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_complexity_score_idx" ON "flows" USING btree ("complexity","score","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_purpose_idx" ON "one_time_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "reviews_flow_created_idx" ON "reviews" USING btree ("flow_id","created_at");