/**
 * Background music of a showroom (SPEC.md section 3 music type): 1 plays one of the app's own ambient pieces,
 * synthesised here with the Web Audio API (nothing is fetched), 2 plays the owner's uploaded file, 0 nothing.
 * Browsers only let sound start from a tap, which is also when the visitor asks for it.
 */

interface Piece {
  name: string;
  /** Chords as MIDI note numbers, one per bar. */
  chords: number[][];
  barSeconds: number;
  /** Low-pass cutoff of the pad, Hz. */
  brightness: number;
  wave: OscillatorType;
}

/** The built-in set: slow pads of different moods. */
export const BUILT_IN_PIECES: readonly Piece[] = [
  {
    name: '晨光',
    chords: [
      [60, 64, 67, 71],
      [57, 60, 64, 67],
      [53, 57, 60, 64],
      [55, 59, 62, 67],
    ],
    barSeconds: 4,
    brightness: 1400,
    wave: 'triangle',
  },
  {
    name: '深海',
    chords: [
      [50, 57, 62, 65],
      [46, 53, 58, 62],
      [48, 55, 60, 63],
      [45, 52, 57, 60],
    ],
    barSeconds: 5,
    brightness: 900,
    wave: 'sine',
  },
  {
    name: '城市夜色',
    chords: [
      [57, 60, 64, 67],
      [62, 65, 69, 72],
      [55, 59, 62, 65],
      [60, 64, 67, 71],
    ],
    barSeconds: 3.5,
    brightness: 1800,
    wave: 'sawtooth',
  },
  {
    name: '庭院',
    chords: [
      [55, 62, 67, 71],
      [52, 59, 64, 67],
      [48, 55, 60, 64],
      [50, 57, 62, 66],
    ],
    barSeconds: 4.5,
    brightness: 1200,
    wave: 'triangle',
  },
];

const midiHz = (n: number) => 440 * 2 ** ((n - 69) / 12);

export function pickPiece(random: () => number = Math.random): Piece {
  return BUILT_IN_PIECES[Math.floor(random() * BUILT_IN_PIECES.length) % BUILT_IN_PIECES.length]!;
}

export interface Music {
  play(): Promise<void>;
  pause(): void;
  dispose(): void;
}

/** A pad that schedules its chords a bar ahead, on a soft echo. */
class SynthMusic implements Music {
  private ctx: AudioContext | null = null;
  private timer = 0;
  private bar = 0;
  private nextAt = 0;

  constructor(private readonly piece: Piece) {}

  async play(): Promise<void> {
    if (!this.ctx) {
      this.ctx = new AudioContext();
      this.nextAt = this.ctx.currentTime + 0.1;
    }
    await this.ctx.resume();
    this.schedule();
    window.clearInterval(this.timer);
    this.timer = window.setInterval(() => this.schedule(), 1000);
  }

  pause(): void {
    window.clearInterval(this.timer);
    void this.ctx?.suspend();
  }

  dispose(): void {
    window.clearInterval(this.timer);
    void this.ctx?.close();
    this.ctx = null;
  }

  private schedule(): void {
    const ctx = this.ctx;
    if (!ctx) return;
    const { chords, barSeconds, brightness, wave } = this.piece;
    while (this.nextAt < ctx.currentTime + barSeconds) {
      const chord = chords[this.bar % chords.length]!;
      const at = this.nextAt;
      const filter = ctx.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.value = brightness;
      const echo = ctx.createDelay();
      echo.delayTime.value = barSeconds / 4;
      const feedback = ctx.createGain();
      feedback.gain.value = 0.3;
      const gain = ctx.createGain();
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.05, at + barSeconds * 0.35);
      gain.gain.linearRampToValueAtTime(0, at + barSeconds * 1.3);
      filter.connect(gain);
      gain.connect(ctx.destination);
      gain.connect(echo);
      echo.connect(feedback);
      feedback.connect(echo);
      feedback.connect(ctx.destination);
      for (const note of chord) {
        for (const detune of [-6, 6]) {
          const osc = ctx.createOscillator();
          osc.type = wave;
          osc.frequency.value = midiHz(note);
          osc.detune.value = detune;
          osc.connect(filter);
          osc.start(at);
          osc.stop(at + barSeconds * 1.35);
        }
      }
      this.nextAt += barSeconds;
      this.bar++;
    }
  }
}

/** The owner's file; the audio element is made on the first play (and again after dispose). */
class FileMusic implements Music {
  private audio: HTMLAudioElement | null = null;

  constructor(private readonly url: string) {}

  play(): Promise<void> {
    if (!this.audio) {
      this.audio = new Audio(this.url);
      this.audio.loop = true;
      this.audio.volume = 0.6;
    }
    return this.audio.play();
  }

  pause(): void {
    this.audio?.pause();
  }

  dispose(): void {
    if (!this.audio) return;
    this.audio.pause();
    this.audio.removeAttribute('src');
    this.audio.load();
    this.audio = null;
  }
}

/** The music of a scene, or null when it has none. Nothing sounds before play(). */
export function createMusic(music: { type: number; url: string | null }): Music | null {
  if (music.type === 1) return new SynthMusic(pickPiece());
  if (music.type === 2 && music.url) return new FileMusic(music.url);
  return null;
}
