"use client";

import { useState } from "react";
import { KeyRoundIcon, PencilIcon, UserRoundIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

/** docs/product-rules.md §12 'Editar Perfil': tabs Perfil (name, e-mail) and Senha (current, new, confirmation). */
export function EditProfileDialog({ name, email }: { name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <PencilIcon aria-hidden /> Editar Perfil
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar Perfil</DialogTitle>
          <DialogDescription>Atualize seus dados ou troque sua senha.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: every opening starts from the saved values and empty password fields. */}
        <Tabs defaultValue="perfil">
          <TabsList aria-label="Seções do perfil" className="w-full">
            <TabsTrigger value="perfil" className="flex-1">
              <UserRoundIcon aria-hidden /> Perfil
            </TabsTrigger>
            <TabsTrigger value="senha" className="flex-1">
              <KeyRoundIcon aria-hidden /> Senha
            </TabsTrigger>
          </TabsList>
          <TabsContent value="perfil" className="pt-2">
            <ProfileForm name={name} email={email} onDone={close} />
          </TabsContent>
          <TabsContent value="senha" className="pt-2">
            <PasswordForm onDone={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
